// the last item of a braced list removed: the list's trailing comma, which the pattern does not show, goes with it (on one line); shade ends in LIGHT, color does not match
@@
@@
enum shade { ...,
- LIGHT
 };
