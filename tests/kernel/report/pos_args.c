void f(struct obj *o)
{
	release(o->a);
	release(o->b, 1);
	if (o->c)
		release(o->c);
}
