@@
struct device *dev;
expression E;
@@
- put(dev, E)
+ put_device(dev, E)
