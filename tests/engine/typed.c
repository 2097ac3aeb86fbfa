struct device { int id; };
struct other { int id; };

void f(struct device *d, struct other *o, struct device **pp)
{
	put(d, 1);
	put(o, 2);
	put(*pp, 3);
}
