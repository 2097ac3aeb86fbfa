@@
expression E;
@@
 bar(E,
- 1
+ 3
 )

@@
expression E, F, G;
@@
- request(E, F, 1, G)
+ request_shared(E, F, G)
