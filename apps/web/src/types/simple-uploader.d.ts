// The parts of simple-uploader.js (0.6, no types of its own) that the result uploader uses.
declare module 'simple-uploader.js' {
  type Eval<T> = T | ((file: UploaderFile, chunk: unknown, isTest?: boolean) => T);

  export interface UploaderOptions {
    target: string;
    chunkSize?: number;
    forceChunkSize?: boolean;
    simultaneousUploads?: number;
    fileParameterName?: string;
    query?: Eval<Record<string, string | number>>;
    headers?: Eval<Record<string, string>>;
    testChunks?: boolean;
    maxChunkRetries?: number;
    chunkRetryInterval?: number | null;
    permanentErrors?: number[];
    successStatuses?: number[];
    progressCallbacksInterval?: number;
    speedSmoothingFactor?: number;
    allowDuplicateUploads?: boolean;
    generateUniqueIdentifier?: (file: File) => string;
  }

  export interface UploaderFile {
    id: number;
    name: string;
    size: number;
    fileType: string;
    uniqueIdentifier: string;
    file: File;
    paused: boolean;
    error: boolean;
    /** Bytes a second, smoothed. */
    averageSpeed: number;
    progress(): number;
    sizeUploaded(): number;
    /** Seconds; Infinity while the speed is unknown. */
    timeRemaining(): number;
    isComplete(): boolean;
    isUploading(): boolean;
    pause(): void;
    resume(): void;
    retry(): void;
    cancel(): void;
  }

  export default class Uploader {
    static support: boolean;
    constructor(options: UploaderOptions);
    files: UploaderFile[];
    addFiles(files: File[] | FileList): void;
    upload(): void;
    cancel(): void;
    on(event: string, handler: (...args: never[]) => void): void;
    off(event: string, handler: (...args: never[]) => void): void;
    assignDrop(nodes: HTMLElement | HTMLElement[]): void;
    unAssignDrop(nodes: HTMLElement | HTMLElement[]): void;
  }
}
