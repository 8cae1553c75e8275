import { FUNCTIONS_REGION } from '@curso/common';
import { setGlobalOptions } from 'firebase-functions/options';

// Imported first by index.ts, so it is set before any function is defined.
setGlobalOptions({ region: FUNCTIONS_REGION });
