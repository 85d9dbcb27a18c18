import { z } from 'zod/mini';
import { ko } from 'zod/locales';

/*
 * Validation messages in Korean (the product's labels are Korean). zod/mini registers no locale of its
 * own, so this call is what gives the built-in checks (a length, a type) a message at all; the
 * contract's own checks carry their Korean message in the schema. Imported for its effect where such a
 * message can reach a person: the server (server/lib/call.ts) and the form idiom
 * (src/lib/use-contract-form.ts). Not on the first screens' path: the login form's checks name their
 * messages, and a response that fails its schema is reported as a server error, not by zod's words.
 * The named import bundles ko.js alone, no other locale.
 */
z.config(ko());
