/** The panel's look, inside its shadow root: the same in the portal's light and dark themes. */
export const PANEL_CSS = `
.panel {
  position: fixed; inset: 0 0 0 auto; margin: 0; padding: 0; border: 0;
  width: min(440px, 100vw); height: 100dvh; max-height: none; max-width: 100vw;
  background: #fff; color: #1f2937; box-shadow: -4px 0 24px rgb(0 0 0 / 35%);
  font: 14px/1.45 system-ui, sans-serif; color-scheme: light;
}
.panel::backdrop { background: rgb(17 24 39 / 35%); }
.inner { padding: 0 16px calc(24px + env(safe-area-inset-bottom, 0px)); }
/* Not a <header>: inside the dialog it would be a second banner landmark. */
.head {
  position: sticky; top: 0; z-index: 1; display: flex; align-items: center; justify-content: space-between;
  margin: 0 -16px; padding: 10px 16px; background: #4c1d95; color: #fff;
}
.head h2 { margin: 0; font-size: 18px; }

.head button { background: #fff; color: #4c1d95; border-color: #fff; }
h4 { margin: 12px 0 6px; font-size: 14px; }
button {
  min-height: 36px; padding: 4px 12px; border: 1px solid #4c1d95; border-radius: 6px;
  background: #ede9fe; color: #3b0764; font: inherit; font-weight: 600; cursor: pointer;
}
button:hover { background: #ddd6fe; }
button.danger { border-color: #991b1b; background: #fee2e2; color: #7f1d1d; margin-top: 8px; }
button[type='submit'] { background: #4c1d95; color: #fff; }
:focus-visible { outline: 3px solid #b45309; outline-offset: 2px; }
details { border-bottom: 1px solid #e5e7eb; }
summary { padding: 10px 0; font-weight: 700; font-size: 15px; cursor: pointer; min-height: 24px; }
.body { padding: 0 0 12px; }
.status { min-height: 1.45em; margin: 8px 0; color: #065f46; }
.status.error { color: #991b1b; }
.buttons { display: flex; flex-wrap: wrap; gap: 6px; }
.row { display: flex; align-items: center; gap: 8px; min-height: 32px; }
.row input { width: 18px; height: 18px; margin: 0; accent-color: #4c1d95; }
.switches { display: grid; grid-template-columns: repeat(auto-fill, minmax(180px, 1fr)); }
fieldset { margin: 0 0 8px; padding: 4px 10px 6px; border: 1px solid #d1d5db; border-radius: 6px; }
legend { font-weight: 600; padding: 0 4px; }
.field { display: flex; flex-direction: column; gap: 2px; margin: 0 0 8px; font-weight: 600; }
.field input, .field select, .field textarea {
  min-height: 32px; padding: 4px 8px; border: 1px solid #6b7280; border-radius: 6px;
  background: #fff; color: #111827; font: inherit; font-weight: 400;
}
.field textarea { font: 12px/1.4 ui-monospace, monospace; resize: vertical; }
.grid { display: grid; grid-template-columns: 1fr 1fr; gap: 0 10px; }
.grid .field { min-width: 0; }
form { margin: 0 0 12px; }
form.inline { display: flex; align-items: flex-end; gap: 8px; margin-top: 8px; }
form.inline button { margin-bottom: 8px; }
.list { margin: 0; padding: 0 0 0 18px; }
ul.list { list-style: none; padding: 0; }
.list li { display: flex; align-items: center; justify-content: space-between; gap: 8px; padding: 3px 0; }
code { font: 12px ui-monospace, monospace; background: #f3f4f6; padding: 1px 4px; border-radius: 4px; }
.copyable { margin-bottom: 10px; }
@media (max-width: 420px) { .grid { grid-template-columns: 1fr; } }
`;
