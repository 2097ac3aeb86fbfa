void f(struct hub *hub, int n)
{
	int i;
	struct dev *udev;

	for (i = 0; i < n; i++) {
		mutex_lock(hub->mutex);
		udev = alloc_dev(hub);
		if (!udev) {
			mutex_unlock(hub->mutex);
			goto done;
		}
		if (probe(udev))
			goto loop;
		mutex_unlock(hub->mutex);
		if (use(udev))
			return;
loop:
		release(udev);
	}
done:
	disable(hub);
}
