//! A dense set of variable indices.

use crate::ir::VarId;

#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct VarSet {
    words: Vec<u64>,
}

impl VarSet {
    pub fn with_capacity(n: usize) -> VarSet {
        VarSet {
            words: vec![0; n.div_ceil(64)],
        }
    }

    pub fn contains(&self, v: VarId) -> bool {
        self.words.get(v / 64).is_some_and(|w| w & (1 << (v % 64)) != 0)
    }

    pub fn insert(&mut self, v: VarId) {
        if v / 64 >= self.words.len() {
            self.words.resize(v / 64 + 1, 0);
        }
        self.words[v / 64] |= 1 << (v % 64);
    }

    pub fn remove(&mut self, v: VarId) {
        if let Some(w) = self.words.get_mut(v / 64) {
            *w &= !(1 << (v % 64));
        }
    }

    /// Adds every member of `other`; true if anything was new.
    pub fn union_with(&mut self, other: &VarSet) -> bool {
        if other.words.len() > self.words.len() {
            self.words.resize(other.words.len(), 0);
        }
        let mut changed = false;
        for (w, o) in self.words.iter_mut().zip(&other.words) {
            let new = *w | o;
            changed |= new != *w;
            *w = new;
        }
        changed
    }

    /// Keeps only the members of `other`.
    pub fn intersect_with(&mut self, other: &VarSet) {
        for (i, w) in self.words.iter_mut().enumerate() {
            *w &= other.words.get(i).copied().unwrap_or(0);
        }
    }

    /// Removes every member of `other`.
    pub fn difference_with(&mut self, other: &VarSet) {
        for (w, o) in self.words.iter_mut().zip(&other.words) {
            *w &= !o;
        }
    }

    pub fn iter(&self) -> impl Iterator<Item = VarId> + '_ {
        self.words
            .iter()
            .enumerate()
            .flat_map(|(i, w)| (0..64).filter(move |b| w & (1 << b) != 0).map(move |b| i * 64 + b))
    }
}
