// Types of build-stamp.mjs (plain JavaScript so that `npm start` runs it with node alone).
export declare const BUILD_INPUTS: readonly string[];
export declare const STAMP_FILE: string;
export declare const BUILD_OUTPUTS: readonly string[];
export declare function buildFingerprint(root: string, inputs?: readonly string[]): string;
export declare function buildIsCurrent(root: string, inputs?: readonly string[]): boolean;
export declare function writeBuildStamp(root: string, fingerprint: string): void;
