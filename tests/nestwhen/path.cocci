// Occurrences of a nest with other values of its own metavariables
// (f1, E) are crossed as occurrences, whatever its `when != x' says:
// f has two (pcm, kctl) before the if, and its return changed;
// in g, use(info) is no occurrence and stops the path.
@exists@
local idexpression x;
identifier f1;
expression E;
@@
x = kzalloc(...);
if (x == NULL) return ...;
<... when != x
     when any
 x->f1 = E
...>
if (...) { ...
- return ...;
+ return -EFAULT;
}
