@@
expression X;
@@
- #define OLD_LIMIT X
+ #define NEW_LIMIT X
