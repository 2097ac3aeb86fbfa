// exists: a path from lock() to the return without unlock(); the path
// falling off the end of the void function counts.
@ exists @
@@
* lock();
  ... when != unlock();
* return ...;
