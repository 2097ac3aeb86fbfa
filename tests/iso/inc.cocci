// i++; <=> ++i; <=> i+=1; <=> i=i+1; (inc)
@@
identifier i;
@@
- i++;
+ step(&i);
