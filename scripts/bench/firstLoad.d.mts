// Types of firstLoad.mjs (plain JavaScript so that `npm test` runs the byte budgets with node alone).
export interface Budgets {
  bytes: {
    firstLoadJsGzKb: Record<string, number> & { default: number };
    routeChunkGzKb: number;
    /** Each route's ratchet until it meets its goal (npm test). */
    ceilingJsGzKb: Record<string, number>;
  };
  browser: {
    routes: string[];
    bytesOnlyRoutes: string[];
    lcpRatioMax: number;
    clsMax: number;
    lighthouseScoreMin: number;
    tbtMsMax: number;
  };
  api: { catalogueRpsRatioMin: number; catalogueP99MsMax: number };
}
export interface Build {
  dist: string;
  manifest: Record<string, { file: string; imports?: string[]; css?: string[] }>;
}
export interface FirstLoad {
  js: string[];
  css: string[];
  routeChunks: string[];
}
export interface ByteRow {
  route: string;
  pageModule: string;
  jsGz: number;
  jsBr: number;
  cssGz: number;
  cssBr: number;
  /** What this check held the route to: its goal, or its ceiling. */
  jsBudget: number;
  goal: number;
  chunks: { file: string; gzKb: number }[];
  files: number;
}
export declare const siteRoot: string;
export declare const budgets: Budgets;
export declare function routePageModules(site?: string): Map<string, string>;
export declare function readBuild(dist?: string): Build;
export declare function htmlFileOf(build: Build, route: string): string;
export declare function firstLoad(build: Build, route: string, pageModule: string): FirstLoad;
export declare function servedBytes(build: Build, file: string, encoding: 'br' | 'gzip'): number;
export declare function gzipBytes(build: Build, file: string): number;
export declare function checkByteBudgets(
  build?: Build,
  modules?: Map<string, string>,
  options?: { against?: 'goal' | 'ceiling'; byteBudgets?: Budgets['bytes'] },
): { rows: ByteRow[]; exceeded: string[] };
