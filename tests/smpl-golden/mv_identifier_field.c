struct buf { int len; int size; int cap; };

int fl(struct buf b)
{
	return b.len + b.size + b.cap;
}
