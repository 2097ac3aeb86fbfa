// The headers a file includes are found wherever the #include stands,
// also after the code (only the part of the file that holds the
// directives is lexed to find them): the typedef of late_include.h
// gives x its type, y has another.
@@
struct item *p;
@@
- kfree(p);
+ item_free(p);
