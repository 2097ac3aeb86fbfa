@a@
identifier id;
@@
struct id { int x; };

@ins@
identifier a.id;
fresh identifier fid = "init_" ## id;
@@
void g(...) { ... }
++ void fid(void);

@fei@
identifier a.id;
identifier P;
@@
struct id P;

@@
identifier fei.P;
identifier ins.fid;
@@
void g(...)
{ ...
++ fid(&P);
}
