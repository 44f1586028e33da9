import { afterEach, describe, expect, it } from 'vitest';
import { LOTTFAV_KEY } from './constants';
import { readFavourites, toggleFavourite } from './favourites';

afterEach(() => localStorage.clear());

describe('LOTTFAV favourite lottery ids', () => {
  it('adds an absent id and removes a present one', () => {
    expect(toggleFavourite('player1', 'VN_MB')).toEqual(['VN_MB']);
    expect(toggleFavourite('player1', 'VN_HCM')).toEqual(['VN_MB', 'VN_HCM']);
    expect(toggleFavourite('player1', 'VN_MB')).toEqual(['VN_HCM']);
    expect(readFavourites('player1')).toEqual(['VN_HCM']);
  });

  it('keeps each username its own list under the one key', () => {
    toggleFavourite('player1', 'VN_MB');
    toggleFavourite('vip0001', 'VN_DNG');
    expect(readFavourites('player1')).toEqual(['VN_MB']);
    expect(readFavourites('vip0001')).toEqual(['VN_DNG']);
    expect(JSON.parse(localStorage.getItem(LOTTFAV_KEY)!)).toEqual({
      player1: ['VN_MB'],
      vip0001: ['VN_DNG'],
    });
  });

  it('drops a user whose last favourite is removed', () => {
    toggleFavourite('player1', 'VN_MB');
    toggleFavourite('player1', 'VN_MB');
    expect(JSON.parse(localStorage.getItem(LOTTFAV_KEY)!)).toEqual({});
  });

  it('survives damaged storage', () => {
    localStorage.setItem(LOTTFAV_KEY, '{not json');
    expect(readFavourites('player1')).toEqual([]);
    localStorage.setItem(LOTTFAV_KEY, JSON.stringify({ player1: ['A', 3, null], other: 'x' }));
    expect(readFavourites('player1')).toEqual(['A']);
    expect(readFavourites('other')).toEqual([]);
    expect(toggleFavourite('player1', 'B')).toEqual(['A', 'B']);
  });
});
