@a@
identifier id;
@@
struct id { int x; };

@b@
identifier a.id;
identifier V;
@@
struct id V;

@ins@
identifier b.V;
fresh identifier fid = "init_" ## V;
@@
void g(...) { ... }
++ void fid(void);

@fei@
identifier a.id;
identifier P;
@@
struct id *P;

@@
identifier fei.P;
identifier ins.fid;
@@
void g(...)
{ ...
++ fid(P);
}
