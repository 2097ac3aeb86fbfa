// A rule with `*' lines is exists by default: the path through unlock()
// does not keep f from matching on the path that falls off its end.
@@
@@
* lock();
  ... when != unlock();
* return ...;
