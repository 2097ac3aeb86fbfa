// Report mode with a context rule, run on a folder: the message, then
// the diff of the starred line, whose new side spatch names /tmp/nothing.
virtual report

@r@
position p;
@@
* return sprintf@p(...);

@script:python depends on report@
p << r.p;
@@
coccilib.report.print_report(p[0], "WARNING: use scnprintf")
