// A rate-limit module (the bottom tier of core) reaching up into analyses/.
import type { AnalysesContext } from "../../analyses/analyses-context";

export type Uphill = AnalysesContext;
