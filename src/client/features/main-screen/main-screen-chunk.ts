// What the app loads after sign-in (src/client/app.tsx), in this order: zod's configuration must
// run before any schema module builds its schemas (see ../../lib/zod-config.ts).
import '../../lib/zod-config';

export { MainScreen } from './main-screen';
