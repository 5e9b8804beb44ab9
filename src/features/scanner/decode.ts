/** The text of the barcode in the frame, or null when none is read. */
export type Decode = (frame: HTMLVideoElement) => Promise<string | null>;
