@@
identifier e;
@@
 enum e { ...,
- E3,
 ...};
