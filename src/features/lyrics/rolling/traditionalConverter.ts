// Simplified to traditional Chinese with OpenCC's own dictionaries (opencc-js, MIT/Apache-2.0). Only
// the core and the simplified-to-traditional phrase and character tables are imported, not the
// full build: this module is loaded with import() by the rolling lyrics editor alone.
import { ConverterFactory } from 'opencc-js/core';
import fromSimplified from 'opencc-js/from/cn';

/**
 * OpenCC's standard traditional characters ("s2t"), without the Taiwan or Hong Kong regional word
 * tables: lyrics keep their own words (a regional table would rewrite e.g. 软件 to 軟體).
 */
export const toTraditional: (text: string) => string = ConverterFactory(fromSimplified);
