/**
 * The panel's own styles, adopted by its closed shadow root: the page's CSS neither reaches in nor
 * is touched.
 */
export const panelCss = `
:host { all: initial; }
.panel { position: fixed; left: 16px; bottom: 16px; z-index: 2147483646; width: 320px; max-height: calc(100vh - 32px); overflow: auto;
  box-sizing: border-box; font: 14px/1.4 system-ui, -apple-system, "Segoe UI", sans-serif; color: #1c1917; background: #fff;
  border: 1px solid #d6d3d1; border-radius: 12px; box-shadow: 0 6px 24px rgba(0,0,0,.18); padding: 12px 14px; }
.panel.collapsed { width: auto; padding: 6px; border-radius: 999px; }
.head { display: flex; align-items: center; justify-content: space-between; gap: 8px; margin-bottom: 6px; }
.brand { font-weight: 700; color: #0f766e; }
.muted { color: #57534e; font-size: 13px; margin: 4px 0; }
.headline { font-size: 16px; font-weight: 700; margin: 6px 0 2px; }
.headline.good { color: #047857; } .headline.fair { color: #0f766e; } .headline.high { color: #b45309; } .headline.over { color: #b91c1c; } .headline.unsure { color: #57534e; }
dl { display: grid; grid-template-columns: auto 1fr; gap: 2px 10px; margin: 8px 0; } dt { color: #57534e; } dd { margin: 0; font-weight: 600; }
.button { font: inherit; font-weight: 600; border-radius: 8px; padding: 7px 12px; cursor: pointer; border: 1px solid transparent; }
.button.primary { background: #0f766e; color: #fff; } .button.quiet { background: transparent; color: #44403c; border-color: #d6d3d1; padding: 2px 8px; }
.button:focus-visible, .link:focus-visible { outline: 3px solid #f59e0b; outline-offset: 2px; }
.link { color: #0f766e; font-weight: 600; display: inline-block; margin-top: 6px; }
.price-form { margin: 6px 0; } .price-form p { margin: 4px 0 8px; }
.price-form label { display: block; font-weight: 600; margin-bottom: 4px; }
.price-form input { box-sizing: border-box; width: 100%; font: inherit; padding: 7px 10px; border: 1px solid #a8a29e; border-radius: 8px; color: #1c1917; background: #fff; }
.price-form input:focus-visible { outline: 3px solid #f59e0b; outline-offset: 1px; }
.price-form input[aria-invalid="true"] { border-color: #b91c1c; }
.problem { color: #b91c1c; font-size: 13px; margin: 4px 0; }
.actions { display: flex; gap: 8px; flex-wrap: wrap; margin-top: 8px; align-items: center; }
`;
