import { ownModuleTests, webTests } from "./vitest.config";

export default webTests({ name: "web-own-modules", include: ownModuleTests, isolate: true });
