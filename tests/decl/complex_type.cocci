// `complex`, a macro for the keyword _Complex, matches as that keyword.
@@
identifier I;
@@
- double complex
+ long double complex
 I;
