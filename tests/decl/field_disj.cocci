// A disjunction among structure fields: its branches are fields.
@@
typedef real3;
identifier I;
field list[n] fs;
@@
struct vec { fs
(
 real I[...][...];
|
- real I[3];
+ real3 I;
)
 ...
}
