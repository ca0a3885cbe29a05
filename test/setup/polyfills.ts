import { TextDecoder, TextEncoder } from "node:util";
import "../../src/polyfills";

// react-router 7 reads TextEncoder, which jsdom lacks.
Object.assign(globalThis, { TextEncoder, TextDecoder });
