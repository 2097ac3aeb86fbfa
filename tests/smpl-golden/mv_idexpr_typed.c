struct lock;
struct door;

void it(struct lock *l, struct door *d)
{
	acquire(l);
	acquire(d);
	acquire(get_lock());
}
