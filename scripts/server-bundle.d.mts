import type { BuildOptions } from 'esbuild';

export declare const SERVER_EXTERNAL_PACKAGES: string[];
export declare function serverBundleOptions(root: string, outfile: string): BuildOptions;
