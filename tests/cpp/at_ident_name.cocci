// c@i with i an identifier: the constant must be a name
@r@
constant c,c1;
identifier i,i1;
position p;
@@
 c1@i1 +@p c@i

@@
position r.p;
expression E1, E2;
@@
- E1 +@p E2
+ E1 | E2
