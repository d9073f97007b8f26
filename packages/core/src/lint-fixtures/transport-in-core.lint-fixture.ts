// Domain code that knows HTTP: a route built inside core.
import { Hono } from "hono";

export const transportInCore = new Hono();
