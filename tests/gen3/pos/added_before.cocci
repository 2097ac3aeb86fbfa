// rules add lines to f and change a token in it: a later rule's position
// in the untouched function k is reported where it stood in the file read
// (spatch 1.1.1: line 9, not 11).  Positions inside f itself spatch
// reports in a temporary file holding f reprinted (an artifact of its
// reparsing): ladybug reports them in the file read.
@@
@@
  a();
+ c();
+ d();

@@
@@
- g(1)
+ g(12345)

@r@
expression E;
position p;
@@
h(E@p)

@script:python@
p << r.p;
E << r.E;
@@
print(E, p[0].file, p[0].line, p[0].column, p[0].current_element)
