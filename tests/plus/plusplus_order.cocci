@r@
identifier id;
@@
struct id { ... };

@@
identifier r.id;
fresh identifier f = "init_" ## id;
@@
++ void f(void);
int main() { ... }
