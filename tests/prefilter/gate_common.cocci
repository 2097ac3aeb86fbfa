// Six names with a common part: a file counts when it holds one of them
// as a whole word, not when it holds the common part (gate_common.skip.c:
// dev_pm_other, dev_pm_get_syncs; skip2: my_dev_pm_idle).
@@
expression E;
identifier f = {dev_pm_get_sync, dev_pm_put_sync, dev_pm_get_noidle,
                dev_pm_put_noidle, dev_pm_resume, dev_pm_idle};
@@
- f(E)
+ dev_pm_call(E)
