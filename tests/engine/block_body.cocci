// A block pattern matches function bodies too; `...` in a block stops
// at the first statement that matches what follows it.
@@
expression b;
@@
{
- start();
  ...
  finish(b);
}
