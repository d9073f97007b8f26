/**
 * The written rules lint keeps (docs/ARCHITECTURE.md): the pure engine, the web app's one way to
 * the API, one way to write a figure (contracts' figures.ts), one builder of the API's error
 * envelope (errors.ts), routes on core's public entry, and no import cycles. Each is proven by a `*.lint-fixture.ts(x)` file that breaks it on purpose,
 * kept out of `eslint .` and the build, and linted by `eslint-rules/lint-rules.test.ts`.
 */
import { localPlugin } from "./eslint-rules/no-import-cycle.js";

const tests = ["**/*.test.{ts,tsx}", "**/testing/**", "apps/web/src/test/**"];
const networkGlobals = ["fetch", "XMLHttpRequest", "WebSocket", "EventSource"];

/**
 * Every figure a person reads is written by contracts' figures.ts (decision 047). One
 * `no-restricted-syntax` list per file (a later block replaces an earlier one's), so each block
 * below that sets the rule repeats these.
 */
const figuresHome = "packages/contracts/src/figures.ts";
const figuresMessage =
  "Write figures with @faircarat/contracts/figures (one way for every figure, and no Intl while a page starts: decision 047).";
const noLocaleFormatting = [
  {
    selector: "MemberExpression[property.name=/^toLocale(Date|Time)?String$/]",
    message: figuresMessage,
  },
  {
    selector: "MemberExpression[object.name='Intl'][property.name=/Format$/]",
    message: figuresMessage,
  },
];
const moneyMessage =
  "Write money with formatDollars or formatUsd (@faircarat/contracts/figures), not by hand.";
const percentMessage =
  "Write a percent with @faircarat/contracts/figures (formatPercent, formatSignedPercent, ...), not by hand.";
// A percent sign right after a figure; CSS lengths in a style attribute are not figures a person
// reads.
const notStyle = ":not(JSXAttribute[name.name='style'] *)";
const noHandMadeFigures = [
  { selector: "TemplateElement[value.cooked=/\\$$/]", message: moneyMessage },
  { selector: "BinaryExpression[operator='+'] > Literal[value=/\\$$/]", message: moneyMessage },
  { selector: "JSXText[value=/\\$\\s*$/]", message: moneyMessage },
  {
    selector: `TemplateElement[value.cooked=/^%/]:not(:first-child)${notStyle}`,
    message: percentMessage,
  },
  {
    selector: `BinaryExpression[operator='+'] > Literal.right[value=/^%/]${notStyle}`,
    message: percentMessage,
  },
  { selector: "JSXText[value=/^%/]", message: percentMessage },
];

/**
 * No network call inside a transaction (decision 024): a provider, the mailer, an uploads store or
 * a listing page read while a transaction holds a connection, rows and locks would hold them for
 * as long as the other side takes. Lexical: a call written inside the function given to
 * `.transaction(`.
 */
const outsideTransactions =
  "Call the payment provider, the mailer, the uploads store and the network between transactions, never inside one (decision 024).";
const inTransaction = "CallExpression[callee.property.name='transaction'] > :function";
const noNetworkInTransaction = [
  {
    selector: `${inTransaction} CallExpression[callee.name=/^(fetch|safeFetch\\w*|extractListing)$/]`,
    message: outsideTransactions,
  },
  {
    selector: `${inTransaction} CallExpression[callee.object.property.name=/^(provider|mailer|storage)$/]`,
    message: outsideTransactions,
  },
  {
    selector: `${inTransaction} CallExpression[callee.property.name=/^(extractListing|readListingPage)$/]`,
    message: outsideTransactions,
  },
];

export const writtenRules = [
  {
    files: ["**/*.{ts,tsx}"],
    ignores: [...tests, "e2e/**", figuresHome],
    rules: { "no-restricted-syntax": ["error", ...noLocaleFormatting] },
  },
  {
    files: ["packages/pricing/src/**/*.ts"],
    ignores: tests,
    rules: {
      "no-restricted-imports": [
        "error",
        {
          patterns: [
            {
              regex:
                "^(?!\\.{1,2}/|@faircarat/contracts/(limits|grade-values|figures|stone-knowledge|girdle-and-culet)$)",
              message:
                "The engine is pure: it imports its own modules and contracts' zod-free limits, grade values, figures, stone knowledge and girdle and culet terms, nothing with I/O (docs/ARCHITECTURE.md).",
            },
          ],
        },
      ],
      "no-restricted-globals": [
        "error",
        {
          name: "process",
          message: "The engine reads no environment: its caller passes what it needs.",
        },
        ...networkGlobals.map((name) => ({ name, message: "The engine does no I/O." })),
      ],
      "no-restricted-syntax": [
        "error",
        ...noLocaleFormatting,
        {
          selector: "MetaProperty[meta.name='import'][property.name='meta']",
          message: "The engine reads no environment (import.meta).",
        },
      ],
    },
  },
  {
    files: ["apps/web/src/**/*.{ts,tsx}"],
    ignores: [...tests, "apps/web/src/lib/api-client.ts"],
    rules: {
      "no-restricted-globals": [
        "error",
        ...networkGlobals.map((name) => ({
          name,
          message:
            "Call the API through lib/api-client.ts (one error shape, one place that talks to the network).",
        })),
      ],
    },
  },
  {
    files: ["apps/web/src/{features,components}/**/*.{ts,tsx}"],
    ignores: tests,
    rules: { "no-restricted-syntax": ["error", ...noLocaleFormatting, ...noHandMadeFigures] },
  },
  {
    files: ["packages/core/src/**/*.ts"],
    ignores: tests,
    rules: {
      "no-restricted-syntax": [
        "error",
        ...noLocaleFormatting,
        ...noHandMadeFigures,
        ...noNetworkInTransaction,
      ],
    },
  },
  {
    files: ["apps/server/src/**/*.ts"],
    ignores: [...tests, "apps/server/src/errors.ts"],
    rules: {
      "no-restricted-syntax": [
        "error",
        ...noLocaleFormatting,
        {
          selector:
            "Property[key.name='error'] > ObjectExpression > Property[key.name='requestId']",
          message:
            "Build error envelopes with errors.ts (errorResponse, errorEnvelope): the API's one error shape.",
        },
      ],
    },
  },
  {
    files: ["apps/server/src/routes/**/*.ts"],
    ignores: tests,
    rules: {
      "no-restricted-imports": [
        "error",
        {
          patterns: [
            {
              group: ["@faircarat/core/*"],
              message:
                "Routes use core's public entry (@faircarat/core) only; export what a route needs from packages/core/src/index.ts.",
            },
            {
              regex: "packages/core/",
              message: "Routes use core's public entry (@faircarat/core) only.",
            },
          ],
        },
      ],
    },
  },
  {
    files: ["**/*.{ts,tsx}"],
    plugins: { local: localPlugin },
    rules: { "local/no-import-cycle": "error" },
  },
];
