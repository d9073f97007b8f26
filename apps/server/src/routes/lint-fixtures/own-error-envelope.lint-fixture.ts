// A route that writes the API's error shape by hand instead of through errors.ts.
export const ownEnvelope = {
  error: { code: "internal", message: "Something went wrong.", requestId: "unknown" },
};
