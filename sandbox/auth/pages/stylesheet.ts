/** The pages' only stylesheet, served from our own origin so the CSP can stay `style-src 'self'`. */
export const STYLESHEET = `
:root{color-scheme:light dark;--bg:#f4f6f8;--card:#fff;--ink:#14212b;--muted:#52606d;--line:#d3dae1;--accent:#0b5cad;--accent-ink:#fff;--error-bg:#fdecea;--error-ink:#8a1c12}
@media (prefers-color-scheme:dark){:root{--bg:#0f1419;--card:#1a2229;--ink:#e6edf3;--muted:#9fb0bf;--line:#33414d;--accent:#5aa9f0;--accent-ink:#06121d;--error-bg:#3b1512;--error-ink:#ffb4a9}}
*{box-sizing:border-box}
body{margin:0;font:16px/1.5 system-ui,-apple-system,"Segoe UI",Roboto,sans-serif;background:var(--bg);color:var(--ink);min-height:100vh;display:flex;flex-direction:column;align-items:center;padding:1.5rem 1rem}
.brand{font-weight:600;margin-bottom:1rem;display:flex;gap:.5rem;align-items:center}
.logo{color:var(--accent)}
.tag{font-weight:400;font-size:.8rem;color:var(--muted);border:1px solid var(--line);border-radius:999px;padding:0 .5rem}
.card{background:var(--card);border:1px solid var(--line);border-radius:12px;padding:1.5rem 1.75rem;width:100%;max-width:34rem;box-shadow:0 2px 10px rgba(0,0,0,.06)}
h1{font-size:1.5rem;margin:0 0 .5rem}
h2{font-size:1.05rem;margin:1.5rem 0 .5rem}
p{margin:.25rem 0 .75rem}
.muted{color:var(--muted)}
form{display:grid;gap:.75rem;margin:1rem 0}
label{font-weight:600;display:grid;gap:.25rem}
input[type=email],input[type=password],input[type=text]{font:inherit;padding:.6rem .7rem;border:1px solid var(--line);border-radius:8px;background:var(--bg);color:var(--ink);width:100%}
input:focus-visible,button:focus-visible{outline:3px solid var(--accent);outline-offset:2px}
.code{text-transform:uppercase;letter-spacing:.15em;text-align:center;font-size:1.25rem}
.actions{display:flex;gap:.75rem;flex-wrap:wrap}
button{font:inherit;font-weight:600;padding:.6rem 1.2rem;border-radius:8px;border:1px solid var(--accent);background:var(--accent);color:var(--accent-ink);cursor:pointer}
button.secondary{background:transparent;color:var(--accent)}
.error{background:var(--error-bg);color:var(--error-ink);border-radius:8px;padding:.6rem .8rem;margin:.5rem 0}
ul{padding-left:1.2rem;margin:.25rem 0}
table{border-collapse:collapse;width:100%;font-size:.9rem}
th,td{text-align:left;padding:.35rem .4rem;border-bottom:1px solid var(--line);vertical-align:top}
code,.mono{font-family:ui-monospace,SFMono-Regular,Menlo,monospace;font-size:.85em}
.usercode{font-size:1.6rem;letter-spacing:.15em;text-align:center;margin:.5rem 0}
.card.wide{max-width:64rem}
a{color:var(--accent)}
h3{font-size:.95rem;margin:1.25rem 0 .4rem}
section.car{border-top:1px solid var(--line);margin-top:1.5rem}
fieldset{border:1px solid var(--line);border-radius:8px;padding:.5rem .8rem;margin:0;display:grid;gap:.3rem}
legend{font-weight:600;padding:0 .3rem}
label .muted{font-weight:400}
label.check{display:flex;gap:.5rem;align-items:baseline;font-weight:400}
input[type=number]{font:inherit;padding:.5rem .6rem;border:1px solid var(--line);border-radius:8px;background:var(--bg);color:var(--ink);width:6rem}
.field-error{color:var(--error-ink);font-size:.9rem;margin:0}
.notice{border-left:4px solid var(--accent);padding:.4rem .8rem;background:var(--bg)}
.scroll{overflow-x:auto}
.foot{margin-top:1rem;font-size:.8rem;color:var(--muted);max-width:34rem;text-align:center}
`;
