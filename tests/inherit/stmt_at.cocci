@r@
statement S;
@@

probe()@S

@@
statement r.S;
@@

+ #ifdef TRACE
S
+ #endif
