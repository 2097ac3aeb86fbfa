// A goto ending a block pattern must leave that block: the label it
// reaches is no }.
@@ @@
if (x) {
  a();
  ...
- goto out;
}
