/** The types of scripts/boundaries.mjs (plain JavaScript: node and ESLint load it as it is). */
export declare const DOMAIN_FOLDERS: string[];
export declare function subUnit(file: string): string | null;
export interface ImportEdge {
  from: string;
  to: string;
  spec: string;
  typeOnly: boolean;
}
export declare function importEdges(sources: { file: string; text: string }[]): ImportEdge[];
export declare function checkBoundaries(sources: { file: string; text: string }[]): {
  problems: string[];
  cross: ImportEdge[];
  pairs: Map<string, ImportEdge[]>;
  twoWay: [string, ImportEdge[], ImportEdge[]][];
};
