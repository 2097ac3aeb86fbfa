// Every function removed: every prototype goes, none is left as `;'.
@@
identifier f;
type T;
@@
- T f(...) { ... }
