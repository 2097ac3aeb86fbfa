// a pure iso metavariable (drop_else's S2) stands only for a pattern
// metavariable used once: `if (...) S1 else S1` needs the else
@@
statement S1;
@@
- if (...) S1 else S1
