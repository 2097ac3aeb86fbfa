@script:perl@
@@
print 1
