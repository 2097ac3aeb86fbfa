// A forall rule whose pattern spans paths: the positions its paths bind
// on different lines reach the script as one list; a rule of one
// statement gives one position per match.
@r@
position p1, p2;
@@
start@p1();
<+... stop@p2() ...+>

@script:python@
p1 << r.p1;
p2 << r.p2;
@@
print(p1[0].line, [x.line for x in p2])

@s@
position p;
@@
stop@p();

@script:python@
p << s.p;
@@
print([x.line for x in p])
