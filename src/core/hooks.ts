import { useDispatch, useSelector } from 'react-redux';
import type { AppDispatch, RootState } from '@/app/store';

/**
 * The store's typed hooks. The state type is composed by the app layer (it knows every feature);
 * importing it as a type keeps this layer free of any run-time dependency on the app.
 */
export const useAppDispatch = useDispatch.withTypes<AppDispatch>();
export const useAppSelector = useSelector.withTypes<RootState>();
